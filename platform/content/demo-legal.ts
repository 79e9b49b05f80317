// The demo shop's policy texts (content/v1.0/legal): short, but written as a real shop would.
// HTML with headings, paragraphs and lists only, so the storefront can render it as is.

export function demoLegal(shop: { name: string; company: string; email: string; phone: string; city: string }) {
  const { name, company, email, phone, city } = shop;
  return {
    policy: `<h2>Privacy policy</h2>
<p>${company} ("${name}", "we") respects your privacy. This policy explains what we collect when you shop with us and how we use it.</p>
<h3>What we collect</h3>
<ul><li>Your name, email, phone number and delivery addresses when you create an account or place an order.</li><li>Your order history, wishlist and the items in your bag.</li><li>Basic device and usage data (pages viewed, search terms) to keep the shop fast and relevant.</li></ul>
<h3>How we use it</h3>
<p>To deliver your orders, handle returns and refunds, answer your questions and, if you opt in, send you our newsletter. We never sell your personal data. Card details are handled by our payment partners and never stored on our servers.</p>
<h3>Your choices</h3>
<p>You can update your details in your profile, unsubscribe from emails at any time, or ask us to delete your account by writing to <a href="mailto:${email}">${email}</a>.</p>`,
    shipping: `<h2>Shipping policy</h2>
<p>We deliver to more than 19,000 pincodes across India.</p>
<ul><li><strong>Free delivery</strong> on orders above ₹999; a flat ₹79 below that.</li><li>Orders are packed within 1 working day and usually arrive in 2 to 6 working days. The product page shows the expected date for your pincode.</li><li>Cash on delivery is available on orders up to ₹10,000.</li><li>You will get an SMS and an email with a tracking link as soon as your order ships.</li></ul>
<p>Handcrafted pieces marked "made to order" take 7 to 10 extra days; we say so on the product page before you buy.</p>`,
    returns: `<h2>Return policy</h2>
<p>Not quite right? Return it within <strong>15 days</strong> of delivery, free of charge.</p>
<ul><li>Items must be unused, unwashed and in their original packaging with tags attached.</li><li>Request a return from <em>My orders</em>; we pick it up from your door within 2 working days.</li><li>Refunds reach your original payment method within 5 to 7 working days of pick-up. Cash-on-delivery orders are refunded to your bank account or as store credit.</li><li>Innerwear, personalised items and gift cards cannot be returned.</li></ul>
<p>Received something damaged? Write to <a href="mailto:${email}">${email}</a> within 48 hours with a photo and we will replace it.</p>`,
    tnc: `<h2>Terms and conditions</h2>
<p>These terms apply to every purchase on ${name}, operated by ${company}, ${city}, India.</p>
<ul><li>Prices are in Indian rupees and include all taxes. We may correct obvious pricing errors before an order ships; if we do, we will ask you first.</li><li>An order is accepted when it ships. If an item is out of stock we refund it in full.</li><li>Colours may vary slightly from screen to screen, and handcrafted pieces have small, natural variations.</li><li>Offers and coupon codes cannot be combined unless the offer says so.</li><li>These terms are governed by the laws of India; the courts of ${city} have jurisdiction.</li></ul>
<p>Questions? Call ${phone} or write to <a href="mailto:${email}">${email}</a>.</p>`,
    faq: [
      {
        question: 'How long does delivery take?',
        answer: 'Most orders arrive in 2 to 6 working days. The product page shows the expected date for your pincode.',
      },
      { question: 'Is cash on delivery available?', answer: 'Yes, on orders up to ₹10,000.' },
      {
        question: 'How do I return something?',
        answer:
          'Open My orders, choose the item and request a return within 15 days of delivery. We pick it up from your door.',
      },
      { question: 'Do you ship outside India?', answer: 'Not yet. We currently deliver within India only.' },
    ],
  };
}
