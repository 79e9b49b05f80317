// Messages of the order API, one place each (those the storefront's forms share are in contract/order.ts).
import { ORDER_REQUEST_MESSAGES } from '../../contract/order';

export const ORDER_MESSAGES = {
  notFound: 'Order not found',
  shipmentNotFound: 'Shipment not found',
  statusNotAllowed: (from: string, to: string) => `A shipment that is ${from} cannot be moved to ${to}`,
  returnWindowOver: (days: number) => `The return window of ${days} days after delivery is over`,
  reasonRequired: ORDER_REQUEST_MESSAGES.reasonRequired,
  reasonUnknown: 'That reason is not one of the reasons offered',
  reasonTextRequired: 'Tell us the reason',
  qcImagesForeign: 'Photos must be uploaded to this shop first',
  forceNotAllowed: 'force_transition is for the shop, not for shoppers',
  qcImagesRequired: ORDER_REQUEST_MESSAGES.qcImagesRequired,
  productsUnknown: 'Some of the products are not in this shipment',
  quantityTooLarge: 'More pieces than the shipment holds',
  oneStatus: 'Send one status for one shipment',
  otpSent: 'OTP sent',
  otpText: (code: string, shipmentId: string) => ({
    subject: `${code} is your delivery code`,
    body: `${code} is the OTP to hand over shipment ${shipmentId}. Share it only with the delivery person at your door.`,
  }),
  otpNotOutForDelivery: 'A delivery OTP can be sent only while the shipment is out for delivery',
  otpOtherShipment: 'That OTP is for another shipment',
  bagNotFound: 'Bag not found',
  otpVerified: 'OTP verified',
  trackingNotFound: 'No order with that id for that phone number or email',
  refundPoints: (shipmentId: string) => `Points back for shipment ${shipmentId}`,
  pointsEarned: (shipmentId: string) => `Earned on shipment ${shipmentId}`,
  pointsEarnedBack: (shipmentId: string) => `Points earned on returned shipment ${shipmentId}`,
  pollingSlow: "It is taking little longer than expected. We'll notify you when its done.",
} as const;
