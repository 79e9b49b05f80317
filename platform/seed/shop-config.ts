// The demo application's row. `config` holds everything the configuration API answers that is
// not a column; its keys follow the application SDK's models so routes can return them as is:
//
//   feature        AppFeature: common.{deployment_store_selection, international_shipping,
//                  reward_points.credit/debit, listing_price, currency, compare_products,
//                  communication_optin_dialog, revenue_engine, feedback}, cart.{gst_input,
//                  staff_selection, placing_for_customer, google_map, revenue_engine_coupon},
//                  registration_page.ask_store_address, landing_page, home_page, product_detail,
//                  qr, pcr, order, buybox, delivery_strategy
//   app            company_name, slogan, mode ('live'), mobile_logo, favicon, banner, domains
//   support        { email, phone, timing }  (single values; the information API expands them)
//   social_links   [{ icon, link, title }]   (shown only when all three are set)
//   currencies     { default_currency: 'INR', supported_currency: ['INR', 'USD', 'EUR'] }
//   languages      { default: 'en', supported: ['en', 'hi'] }
//   information    ApplicationInformation: address {address_line[], city, country, pincode,
//                  loc {type, coordinates [lng, lat]}, phone [{code, number}]}, copyright_text,
//                  links [{title, link}], business_highlights [{_id, title, icon, sub_title}]
//   ordering_stores { all_stores: true, deployed_stores: [] }
//   countries      ['IN'] (where the shop delivers; international shipping is off)
//   tokens         {} (no third-party tokens in the demo)
export type ShopMedia = {
  logo: string;
  mobileLogo: string;
  favicon: string;
  banner: string;
  icon: (name: string) => string;
};

export const SHOP_NAME = 'Lumen & Loom';
export const SHOP_DESCRIPTION =
  'Lumen & Loom is a modern Indian lifestyle store: handcrafted kurtas, easy linens, everyday sneakers and slow-made homeware from independent labels across India.';

/** The shop's host name (SHOP_HOST), stored as the application's domain. */
export function shopDomain(): string {
  return process.env.SHOP_HOST || 'localhost:3000';
}

export function shopConfig(media: ShopMedia, domain: string): Record<string, unknown> {
  const icon = media.icon;
  return {
    // The demo shop asks for a mobile and an email (prompts) rather than requiring a verified
    // mobile before shopping; a merchant sets 'hard' where it must be there.
    auth: {
      required_fields: { email: { is_required: true, level: 'soft' }, mobile: { is_required: true, level: 'soft' } },
    },
    app: {
      company_name: 'Lumen & Loom Retail Private Limited',
      slogan: 'Crafted in India, made for every day',
      mode: 'live',
      logo: media.logo,
      mobile_logo: media.mobileLogo,
      favicon: media.favicon,
      banner: media.banner,
      domains: [{ name: domain, is_primary: true, is_shortlink: false, verified: true }],
    },
    feature: {
      common: {
        deployment_store_selection: { enabled: false, type: 'hard' },
        international_shipping: { enabled: true },
        reward_points: {
          credit: { enabled: false },
          debit: { enabled: false, auto_apply: false, strategy_channel: 'REWARDS' },
        },
        listing_price: { value: 'min', sort: 'min' },
        listing_page: { sort_on: 'popular' },
        currency: { value: ['INR', 'USD', 'EUR'], type: 'explicit', default_currency: 'INR' },
        compare_products: { enabled: true },
        communication_optin_dialog: { visibility: false },
        revenue_engine: { enabled: false },
        feedback: { enabled: true },
      },
      cart: {
        gst_input: true,
        staff_selection: false,
        placing_for_customer: true,
        google_map: false,
        revenue_engine_coupon: false,
      },
      registration_page: { ask_store_address: false },
      landing_page: {
        launch_page: { page_type: 'home' },
        continue_as_guest: true,
        login_btn_text: 'Sign in',
        show_domain_textbox: false,
        show_register_btn: true,
      },
      home_page: { order_processing: true },
      product_detail: {
        similar: ['basic', 'visual', 'brand', 'category', 'price'],
        seller_selection: true,
        update_product_meta: true,
        request_product: true,
      },
      qr: { application: false, products: true, collections: true },
      pcr: { staff_selection: false },
      order: { buy_again: true },
      buybox: { show_name: false, enable_selection: false, is_seller_buybox_enabled: false },
      delivery_strategy: { value: 'fast-delivery' },
    },
    support: {
      email: 'care@lumenandloom.in',
      phone: '+91 80 4718 2200',
      timing: 'Monday to Saturday, 10 am to 7 pm IST',
    },
    social_links: [
      { title: 'Instagram', icon: icon('instagram'), link: 'https://www.instagram.com/lumenandloom' },
      { title: 'Facebook', icon: icon('facebook'), link: 'https://www.facebook.com/lumenandloom' },
      { title: 'Pinterest', icon: icon('pinterest'), link: 'https://www.pinterest.com/lumenandloom' },
      { title: 'YouTube', icon: icon('youtube'), link: 'https://www.youtube.com/@lumenandloom' },
      { title: 'X', icon: icon('x'), link: 'https://x.com/lumenandloom' },
    ],
    currencies: { default_currency: 'INR', supported_currency: ['INR', 'USD', 'EUR'] },
    languages: { default: 'en', supported: ['en', 'hi'] },
    countries: ['IN'],
    ordering_stores: { all_stores: true, deployed_stores: [] },
    information: {
      address: {
        address_line: ['3rd Floor, Weavers House, 80 Feet Road', 'Koramangala 4th Block'],
        city: 'Bengaluru',
        state: 'Karnataka',
        country: 'India',
        pincode: 560034,
        loc: { type: 'Point', coordinates: [77.6245, 12.9352] },
        phone: [{ code: '+91', number: '8047182200' }],
      },
      copyright_text: `© ${new Date().getUTCFullYear()} Lumen & Loom Retail Private Limited. All rights reserved.`,
      // Pages the shop serves only; contact-us and faq join when they are built.
      links: [
        { title: 'About us', link: '/about-us' },
        { title: 'Shipping policy', link: '/shipping-policy' },
        { title: 'Return policy', link: '/return-policy' },
        { title: 'Privacy policy', link: '/privacy-policy' },
        { title: 'Terms and conditions', link: '/terms-and-conditions' },
      ],
      business_highlights: [
        {
          _id: 'bh-delivery',
          title: 'Free delivery',
          icon: icon('truck'),
          sub_title: 'On orders above ₹999 across India',
        },
        {
          _id: 'bh-returns',
          title: 'Easy 15-day returns',
          icon: icon('returns'),
          sub_title: 'Free pick-up from your door',
        },
        {
          _id: 'bh-cod',
          title: 'Cash on delivery',
          icon: icon('cash'),
          sub_title: 'Available on orders up to ₹10,000',
        },
        {
          _id: 'bh-artisans',
          title: 'Made in India',
          icon: icon('hand'),
          sub_title: 'Sourced from 16 independent labels',
        },
      ],
    },
    tokens: {},
  };
}
