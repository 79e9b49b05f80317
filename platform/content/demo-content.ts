// The demo shop's content besides menus: injected tags, custom pages, announcements and the
// application-wide documents (landing page, legal texts, SEO). Everything is harmless by design:
// the tags only set a CSS variable and a data attribute, so the storefront can test injection.
import type { announcements, contentDocuments, customPages, injectedTags } from './schema';
import { objectId } from '../theme';
import { demoLegal } from './demo-legal';

export type ShopFacts = {
  name: string;
  description: string;
  company: string;
  email: string;
  phone: string;
  city: string;
  banner: string;
  logo: string;
};

type TagRow = typeof injectedTags.$inferInsert;
type CustomPageRow = typeof customPages.$inferInsert;
type AnnouncementRow = typeof announcements.$inferInsert;
type DocumentRow = typeof contentDocuments.$inferInsert;

/** Two inline tags: CSS on every page (head), JS on home only (end of body). */
export function demoTags(): TagRow[] {
  return [
    {
      id: objectId('tag', 'lumen-base-css'),
      name: 'Lumen base styles',
      type: 'css',
      subType: 'inline',
      content: ':root { --injected-tag-demo: 1; } html { scroll-padding-top: 72px; }',
      attributes: { 'data-tag': 'lumen-base-css' },
      position: 'head',
      pages: [],
      sort: 1,
    },
    {
      id: objectId('tag', 'lumen-home-js'),
      name: 'Home page marker',
      type: 'js',
      subType: 'inline',
      content: "document.documentElement.setAttribute('data-home-tag', 'loaded');",
      attributes: { 'data-tag': 'lumen-home-js' },
      position: 'body-bottom',
      pages: [{ page_slug: 'home' }],
      sort: 2,
    },
  ];
}

const ABOUT_HTML = (s: ShopFacts) => `<section class="ll-page">
  <p class="ll-eyebrow">Our story</p>
  <h1>Slow-made, for every day</h1>
  <img src="${s.banner}" alt="${s.name}: crafted in India, made for every day" width="1600" height="600" loading="lazy">
  <p>${s.description}</p>
  <h2>How we work</h2>
  <ul>
    <li><strong>Small runs.</strong> We order in dozens, not thousands, so nothing ends up in a landfill.</li>
    <li><strong>Fair pay.</strong> Every label we stock pays its artisans above the state minimum wage, and we visit them every year.</li>
    <li><strong>Plastic-free packing.</strong> Recycled cartons, paper tape and cotton dust bags.</li>
  </ul>
  <p>Questions, ideas or a maker we should meet? Write to us at <a href="mailto:${s.email}">${s.email}</a>.</p>
  <p class="ll-since">Weaving since <span id="ll-years">2019</span>.</p>
</section>`;

const PAGE_CSS = `.ll-page { max-width: 720px; margin: 0 auto; padding: 32px 16px 48px; line-height: 1.7; }
.ll-page h1 { font-size: 2rem; margin: 0 0 16px; }
.ll-page img { width: 100%; height: auto; border-radius: 12px; margin: 8px 0 24px; }
.ll-page .ll-eyebrow { text-transform: uppercase; letter-spacing: .12em; font-size: .8rem; margin: 0 0 8px; }
.ll-page table { width: 100%; border-collapse: collapse; margin: 16px 0 32px; }
.ll-page th, .ll-page td { border-bottom: 1px solid #e7e1d6; padding: 8px; text-align: left; }`;

const SIZE_GUIDE_HTML = `<section class="ll-page">
  <h1>Size guide</h1>
  <p>Measure over light clothing, keeping the tape comfortably loose. Between two sizes? Choose the larger one for kurtas and the smaller one for jeans.</p>
  <h2>Women's clothing (inches)</h2>
  <table><thead><tr><th>Size</th><th>Bust</th><th>Waist</th><th>Hip</th></tr></thead>
  <tbody><tr><td>XS</td><td>32</td><td>26</td><td>35</td></tr><tr><td>S</td><td>34</td><td>28</td><td>37</td></tr><tr><td>M</td><td>36</td><td>30</td><td>39</td></tr><tr><td>L</td><td>38</td><td>32</td><td>41</td></tr><tr><td>XL</td><td>40</td><td>34</td><td>43</td></tr><tr><td>XXL</td><td>42</td><td>36</td><td>45</td></tr></tbody></table>
  <h2>Men's clothing (inches)</h2>
  <table><thead><tr><th>Size</th><th>Chest</th><th>Waist</th></tr></thead>
  <tbody><tr><td>S</td><td>38</td><td>30</td></tr><tr><td>M</td><td>40</td><td>32</td></tr><tr><td>L</td><td>42</td><td>34</td></tr><tr><td>XL</td><td>44</td><td>36</td></tr><tr><td>XXL</td><td>46</td><td>38</td></tr></tbody></table>
  <h2>Footwear</h2>
  <p>Our shoes follow UK sizes. If you usually wear a half size, pick the next size up.</p>
</section>`;

const CARD_TOKENISATION_HTML = (s: ShopFacts) => `<section class="ll-page">
  <h1>Card tokenisation</h1>
  <p>Under the Reserve Bank of India's rules, online shops may no longer store your card number. Instead, your bank or card network can give ${s.name} a <strong>token</strong>: a stand-in code that works only for payments on our shop.</p>
  <h2>What it means for you</h2>
  <ul>
    <li><strong>Faster checkout.</strong> Save a card once and pay with just its CVV next time.</li>
    <li><strong>Safer payments.</strong> Your real card number never reaches us, so it cannot leak from us.</li>
    <li><strong>Your choice.</strong> Saving a card is optional; you can always type the card details instead.</li>
  </ul>
  <h2>Managing saved cards</h2>
  <p>Remove a saved card at any time under <em>My cards</em> in your profile, or ask your bank to cancel its tokens. Questions? Write to <a href="mailto:${s.email}">${s.email}</a>.</p>
</section>`;

export function demoCustomPages(s: ShopFacts): CustomPageRow[] {
  const seo = (title: string, description: string) => ({
    title,
    description,
    image: { url: s.banner },
    meta_tags: [],
    breadcrumb: [],
    sitemap: { priority: 0.5, frequency: 'monthly' },
  });
  return [
    {
      id: objectId('custom-page', 'about-us'),
      slug: 'about-us',
      title: 'About us',
      description: `The story of ${s.name}`,
      html: ABOUT_HTML(s),
      css: PAGE_CSS,
      js: "(function () { var el = document.getElementById('ll-years'); if (el) el.textContent = '2019, for ' + (new Date().getFullYear() - 2019) + ' years'; })();",
      published: true,
      tags: ['company'],
      featureImage: s.banner,
      seo: seo(`About us | ${s.name}`, `The story of ${s.name}: independent Indian labels, small runs and fair pay.`),
    },
    {
      id: objectId('custom-page', 'size-guide'),
      slug: 'size-guide',
      title: 'Size guide',
      description: 'How to measure, and our size charts for clothing and footwear',
      html: SIZE_GUIDE_HTML,
      css: PAGE_CSS,
      js: '',
      published: true,
      tags: ['help'],
      featureImage: null,
      seo: seo(`Size guide | ${s.name}`, 'Size charts for women, men and footwear, and how to measure.'),
    },
    {
      id: objectId('custom-page', 'card-tokenisation'),
      slug: 'card-tokenisation',
      title: 'Card tokenisation',
      description: 'How saved cards work under the RBI tokenisation rules',
      html: CARD_TOKENISATION_HTML(s),
      css: PAGE_CSS,
      js: '',
      published: true,
      tags: ['help'],
      featureImage: null,
      seo: seo(
        `Card tokenisation | ${s.name}`,
        'How saved cards work under the RBI tokenisation rules, and how to manage them.',
      ),
    },
    {
      // A draft: not served until published.
      id: objectId('custom-page', 'gift-cards'),
      slug: 'gift-cards',
      title: 'Gift cards',
      description: 'Coming soon',
      html: '<section class="ll-page"><h1>Gift cards</h1><p>Coming soon.</p></section>',
      css: PAGE_CSS,
      js: '',
      published: false,
      tags: [],
      featureImage: null,
      seo: seo(`Gift cards | ${s.name}`, ''),
    },
  ];
}

const DAY = 24 * 60 * 60 * 1000;

export function demoAnnouncements(now: Date): AnnouncementRow[] {
  const bar = (fg: string, bg: string, content: string) => ({
    foreground_color: fg,
    background_color: bg,
    content_type: 'text',
    content,
  });
  return [
    {
      id: objectId('announcement', 'free-delivery'),
      title: 'Free delivery',
      announcement: 'Free delivery on orders above ₹999 · Easy 15-day returns',
      pages: [{ page_slug: '$all', type: 'all' }],
      platforms: ['web', 'ios', 'android'],
      editorMeta: bar('#FFFFFF', '#2F3E5C', 'Free delivery on orders above ₹999 · Easy 15-day returns'),
      startsAt: new Date(now.getTime() - DAY),
      endsAt: null,
      sort: 1,
    },
    {
      id: objectId('announcement', 'first-order'),
      title: 'First order offer',
      announcement: 'New here? Use code LOOM10 for 10% off your first order',
      pages: [
        { page_slug: 'product-description', type: 'product-description' },
        { page_slug: 'cart-landing', type: 'cart-landing' },
      ],
      platforms: ['web'],
      editorMeta: bar('#1D1B29', '#E9A13B', 'New here? Use code LOOM10 for 10% off your first order'),
      startsAt: new Date(now.getTime() - DAY),
      endsAt: null,
      sort: 2,
    },
    {
      // Over: never served.
      id: objectId('announcement', 'monsoon-sale'),
      title: 'Monsoon sale (ended)',
      announcement: 'Monsoon sale: up to 60% off',
      pages: [{ page_slug: '$all', type: 'all' }],
      platforms: ['web'],
      editorMeta: bar('#FFFFFF', '#1F7A7A', 'Monsoon sale: up to 60% off'),
      startsAt: new Date(now.getTime() - 30 * DAY),
      endsAt: new Date(now.getTime() - 2 * DAY),
      sort: 3,
    },
  ];
}

export function demoDocuments(s: ShopFacts): DocumentRow[] {
  return [
    {
      kind: 'landing-page',
      id: objectId('document', 'landing-page'),
      data: { slug: 'home', action: { type: 'page', page: { type: 'home' } }, platform: ['web', 'ios', 'android'] },
    },
    { kind: 'legal', id: objectId('document', 'legal'), data: demoLegal(s) },
    {
      kind: 'seo',
      id: objectId('document', 'seo'),
      data: {
        // The sitemap line is added when the answer is built, with the shop's own domain.
        robots_txt:
          'User-agent: *\nAllow: /\nDisallow: /cart/\nDisallow: /profile/\nDisallow: /auth/\nDisallow: /api/\nDisallow: /compare/\nDisallow: /*?*sort_on=',
        sitemap_enabled: true,
        additional_sitemap: '',
        cannonical_enabled: true,
        custom_meta_tags: [
          { _id: objectId('meta', 'theme-color'), name: 'theme-color', content: '#2F3E5C' },
          { _id: objectId('meta', 'format-detection'), name: 'format-detection', content: 'telephone=no' },
        ],
        details: {
          title: `${s.name}: handcrafted fashion and homeware from India`,
          description: s.description,
          image_url: s.banner,
        },
      },
    },
  ];
}
