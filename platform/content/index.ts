// What the seed uses of content: the demo shop's pages and navigation.
export { demoAnnouncements, demoCustomPages, demoDocuments, demoTags, type ShopFacts } from './demo-content';
export { demoNavigations } from './demo-navigation';
