// Refund accounts (payment/v1.0): ifsc-code/verify, refund/transfer-mode (GET, PUT),
// refund/account, refund/account/otp, refund/verification/{bank,wallet}, refund/order/beneficiaries,
// refund/user/beneficiary and refund/beneficiary/default, on the official SDK's paths. Signed-in
// shoppers only; every order and account is read as the caller's (someone else's is 404 like one
// that does not exist). Mounted by platform/payment/routes.ts.
import { Hono } from 'hono';
import type { PlatformEnv } from '../http/env';
import { body, parseWith, query } from '../http/validate';
import { requireShopper, caller } from '../user';
import {
  accountBody,
  accountOtpBody,
  bankAccountBody,
  defaultBody,
  ifscQuery,
  optionalOrderQuery,
  orderQuery,
  transferModeBody,
  upiAccountBody,
  verifyBankBody,
  walletOtpBody,
} from './refund-accounts-schemas';
import {
  addAccount,
  chooseDefault,
  ifscDetails,
  orderBeneficiaries,
  requestAccountOtp,
  requestWalletOtp,
  transferModes,
  updateTransferMode,
  userBeneficiaries,
  verifyBankOtp,
} from './refund-accounts-service';

export const refundAccountRoutes = new Hono<PlatformEnv>();
const V1 = '/v1.0';

refundAccountRoutes.get(`${V1}/ifsc-code/verify`, async (c) => {
  await requireShopper(c);
  return c.json(ifscDetails(query(c, ifscQuery).ifsc_code));
});

refundAccountRoutes.get(`${V1}/refund/transfer-mode`, async (c) => {
  const { userId } = await requireShopper(c);
  return c.json(await transferModes(c.get('database'), userId));
});

refundAccountRoutes.put(`${V1}/refund/transfer-mode`, async (c) => {
  const { userId } = await requireShopper(c);
  const input = await body(c, transferModeBody);
  return c.json(await updateTransferMode(c.get('database'), userId, input.transfer_mode, input.enable));
});

refundAccountRoutes.get(`${V1}/refund/order/beneficiaries`, async (c) => {
  const { userId } = await requireShopper(c);
  return c.json(await orderBeneficiaries(c.get('database'), userId, query(c, orderQuery).order_id));
});

refundAccountRoutes.get(`${V1}/refund/user/beneficiary`, async (c) => {
  const { userId } = await requireShopper(c);
  return c.json(await userBeneficiaries(c.get('database'), userId, query(c, optionalOrderQuery).order_id || undefined));
});

refundAccountRoutes.post(`${V1}/refund/account/otp`, async (c) => {
  const { userId } = await requireShopper(c);
  const input = await body(c, accountOtpBody);
  // The details by the transfer mode's rules: a UPI id when they name one, else a bank account.
  const details =
    'vpa' in input.details
      ? parseWith(upiAccountBody, input, 'body').details
      : parseWith(bankAccountBody, input, 'body').details;
  return c.json(await requestAccountOtp(c.get('database'), caller(c), userId, { order_id: input.order_id, details }));
});

refundAccountRoutes.post(`${V1}/refund/verification/bank`, async (c) => {
  const { userId } = await requireShopper(c);
  const input = await body(c, verifyBankBody);
  return c.json(await verifyBankOtp(c.get('database'), caller(c), userId, input));
});

refundAccountRoutes.post(`${V1}/refund/verification/wallet`, async (c) => {
  const { userId } = await requireShopper(c);
  const input = await body(c, walletOtpBody);
  return c.json(
    await requestWalletOtp(c.get('database'), caller(c), userId, {
      country_code: input.country_code,
      mobile: input.mobile,
    }),
  );
});

refundAccountRoutes.post(`${V1}/refund/account`, async (c) => {
  const { userId } = await requireShopper(c);
  const input = await body(c, accountBody);
  const { order_id, shipment_id, otp, request_id } = input;
  const common = { order_id, shipment_id, otp, request_id };
  const database = c.get('database');
  // The details by the transfer mode's rules, at the edge like the rest of the body.
  const answer =
    input.transfer_mode === 'bank'
      ? await addAccount(database, caller(c), userId, {
          ...common,
          transfer_mode: 'bank',
          details: parseWith(bankAccountBody, input, 'body').details,
        })
      : await addAccount(database, caller(c), userId, {
          ...common,
          transfer_mode: 'upi',
          details: parseWith(upiAccountBody, input, 'body').details,
        });
  return c.json(answer);
});

refundAccountRoutes.post(`${V1}/refund/beneficiary/default`, async (c) => {
  const { userId } = await requireShopper(c);
  return c.json(await chooseDefault(c.get('database'), userId, await body(c, defaultBody)));
});
