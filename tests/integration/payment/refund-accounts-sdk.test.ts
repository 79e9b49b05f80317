// Refund accounts through the official SDK's Payment client.
import { describe, expect, it } from '@jest/globals';
import { failure, officialClient } from '../harness';
import { latestOtp, sleep, uniqueMobile } from '../user-helpers';
import { ORDER } from '../checkout/helpers';
import { BANK, OTP_WAIT, codOrder } from './refund-accounts-helpers';

describe('refund accounts through the official SDK', () => {
  it('the Payment client: IFSC, transfer modes, UPI and bank accounts, the order and user beneficiaries, the default', async () => {
    const { jar, orderId, email } = await codOrder();
    const shipmentId = (await jar.get(`${ORDER}/orders/${orderId}`)).json.order.shipments[0].shipment_id;
    const sdk = officialClient({ cookie: jar.cookie });
    expect(await sdk.payment.verifyIfscCode({ ifscCode: 'ICIC0000001' })).toMatchObject({
      bank_name: 'ICICI Bank',
      success: true,
    });
    expect(await failure(() => sdk.payment.verifyIfscCode({ ifscCode: 'ABCD0000001' }))).toMatchObject({
      code: 400,
      message:
        'ABCD0000001 is not an IFSC code of a bank we can refund to. Check the code on your cheque book or passbook.',
    });

    expect(await sdk.payment.getActiveRefundTransferModes()).toMatchObject({
      data: [{ items: [{ name: 'bank', is_active: true }] }, { items: [{ name: 'upi', is_active: true }] }],
    });
    expect(
      await sdk.payment.enableOrDisableRefundTransferMode({ body: { transfer_mode: 'bank', enable: true } }),
    ).toMatchObject({ success: true });

    const upiSent = (await sdk.payment.addRefundBankAccountUsingOTP({
      body: { order_id: orderId, details: { vpa: 'sdk@okhdfc', account_holder: 'Asha Verma' } as any },
    })) as any;
    const upiOtp = { otp: await latestOtp(email), request_id: upiSent.request_id };
    const added = (await sdk.payment.addBeneficiaryDetails({
      body: {
        order_id: orderId,
        shipment_id: shipmentId,
        transfer_mode: 'upi',
        delights: false,
        details: { vpa: 'sdk@okhdfc', account_holder: 'Asha Verma' },
        ...upiOtp,
      },
    })) as any;
    expect(added).toMatchObject({ success: true, data: { vpa: 'sdk@okhdfc', is_default: true } });
    expect(
      await failure(() =>
        sdk.payment.addBeneficiaryDetails({
          body: { order_id: orderId, transfer_mode: 'upi', details: { vpa: 'nope' } },
        }),
      ),
    ).toMatchObject({ code: 400 });

    await sleep(OTP_WAIT);
    const sent = (await sdk.payment.addRefundBankAccountUsingOTP({
      body: { order_id: orderId, details: { ...BANK, bank_name: 'HDFC Bank', branch_name: 'Bandra West' } },
    })) as any;
    expect(sent).toMatchObject({ success: true, request_id: expect.any(String) });
    const verified = (await sdk.payment.verifyOtpAndAddBeneficiaryForBank({
      body: { request_id: sent.request_id, otp: await latestOtp(email), hash_key: '' },
    })) as any;
    expect(verified).toMatchObject({
      success: true,
      data: { account_no: 'XXXXXXXX9012', branch_name: 'Bandra West', is_default: true },
    });
    expect(
      await failure(() =>
        sdk.payment.verifyOtpAndAddBeneficiaryForWallet({ body: { country_code: '91', mobile: uniqueMobile() } }),
      ),
    ).toMatchObject({ code: 400, message: 'Use a mobile number verified on your account' });

    const ofOrder = (await sdk.payment.getOrderBeneficiariesDetail({ orderId })) as any;
    expect(ofOrder.beneficiaries.map((b: any) => [b.transfer_mode, b.is_active])).toEqual([
      ['upi', false],
      ['bank', true],
    ]);
    const mine = (await sdk.payment.getUserBeneficiariesDetail({ orderId })) as any;
    expect(mine.beneficiaries).toHaveLength(2);
    expect(
      await sdk.payment.updateDefaultBeneficiary({
        body: { order_id: orderId, beneficiary_id: added.data.beneficiary_id },
      }),
    ).toMatchObject({ success: true, is_beneficiary_set: true });
    expect(
      ((await sdk.payment.getOrderBeneficiariesDetail({ orderId })) as any).beneficiaries.find((b: any) => b.is_active)
        .vpa,
    ).toBe('sdk@okhdfc');
    expect(await failure(() => sdk.payment.getOrderBeneficiariesDetail({ orderId: 'FYNOTANORDER1' }))).toMatchObject({
      code: 404,
      message: 'Order not found',
    });

    // Without a session every call is refused.
    expect(await failure(() => officialClient().payment.getUserBeneficiariesDetail({ orderId }))).toMatchObject({
      code: 401,
    });
  });
});
