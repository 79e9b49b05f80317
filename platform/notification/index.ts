// The notification domain as the platform connects it (platform/app.ts): the messages an order's
// events send the shopper.
export { notifyOrderEvent } from './notify';
