// The payment calls through the official SDK (@gofynd/fdk-client-javascript), as an app would make
// them: the Cart client's selectPaymentMode and validateCouponForPayment, and the Payment client's
// cards, VPA and pay-later validation and payment links.
import { describe, expect, it } from '@jest/globals';
import { C, articles } from '../cart/helpers';
import { failure, officialClient } from '../harness';
import { buyer } from '../checkout/helpers';
import { prepaidOrder } from './helpers';

describe('payment through the official SDK', () => {
  it('Cart: selectPaymentMode and validateCouponForPayment', async () => {
    const { jar, addressId } = await buyer();
    const [a] = await articles(() => true, 3);
    await jar.post(`${C}/detail`, { items: [{ article_id: a.articleId, quantity: 1 }] });
    const sdk = officialClient({ cookie: jar.cookie });
    const chosen = await sdk.cart.selectPaymentMode({
      buyNow: false,
      body: { payment_mode: 'WL', payment_identifier: 'PAYTM', address_id: addressId } as never,
    });
    expect(chosen).toMatchObject({ is_valid: true, message: 'Payment mode selected' });
    const refused = await sdk.cart.selectPaymentMode({
      buyNow: false,
      body: { payment_mode: 'WL', payment_identifier: 'NOPE' } as never,
    });
    expect(refused).toMatchObject({ is_valid: false, message: 'Unknown wallet NOPE' });
    const validity = await sdk.cart.validateCouponForPayment({
      addressId,
      paymentMode: 'WL',
      paymentIdentifier: 'PAYTM',
    } as never);
    expect(validity).toMatchObject({ success: true, coupon_validity: { valid: true } });
  });

  it('Payment: cards, VPA, pay-later validation and a payment link, only as the signed-in shopper', async () => {
    const order = await prepaidOrder('NB', 'SBIN');
    const sdk = officialClient({ cookie: order.jar.cookie });
    expect(await sdk.payment.getActiveUserCards({ forceRefresh: false })).toMatchObject({ success: true, data: [] });
    expect(await sdk.payment.validateVPA({ body: { upi_vpa: 'asha@okbank' } })).toMatchObject({
      data: { is_valid: true },
    });
    expect(
      await sdk.payment.verifyCustomerForPayment({
        body: { phone_number: '9000000002', aggregator: 'Simpl', transaction_amount_in_paise: 100 } as never,
      }),
    ).toMatchObject({
      success: false,
      message: 'Oops! your account has been blocked by Simpl',
    });
    const link = await sdk.payment.createPaymentLink({
      body: {
        external_order_id: order.orderId,
        meta: {},
        amount: order.placed.data.amount,
        send_communication: false,
      } as never,
    });
    expect(link).toMatchObject({ success: true, payment_link_id: expect.stringMatching(/^plink_/) });
    expect(
      await failure(() => sdk.payment.resendPaymentLink({ body: { payment_link_id: link.payment_link_id } })),
    ).toMatchObject({ code: 400, message: 'This payment link has no email or phone number to send to' });
    expect(await sdk.payment.cancelPaymentLink({ body: { payment_link_id: link.payment_link_id } })).toMatchObject({
      success: true,
      message: 'Payment link cancelled',
    });
    // Without a session the shopper's calls are refused.
    const anonymous = officialClient();
    expect(await failure(() => anonymous.payment.getActiveUserCards({ forceRefresh: false }))).toMatchObject({
      code: 401,
    });
  });
});
