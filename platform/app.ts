// The embedded commerce platform: one Hono app serving the storefront API.
import { Hono } from 'hono';
import type { Database } from './db/client';
import type { PlatformEnv } from './http/env';
import { ApiError, type ErrorBody } from './http/errors';
import { requireSignedApplication } from './application-auth/middleware';
import { PRIVATE_PATHS, privateAnswers } from './http/private-answers';
import { INPUT_MESSAGES, refuseUnreadableInput } from './http/input-guard';
import { isBadTextError } from './http/database-errors';
import { addressRoutes } from './address/routes';
import { cartRoutes } from './cart/routes';
import { checkoutRoutes } from './checkout/routes';
import { catalogRoutes } from './catalog/routes';
import { contentRoutes } from './content/routes';
import { configurationRoutes, commonConfigurationRoutes } from './configuration/routes';
import { logisticsRoutes } from './logistics/routes';
import { mediaRoutes } from './media/routes';
import { fileStorageRoutes } from './file-storage/routes';
import { fileUploadRoutes } from './file-storage/upload-routes';
import { orderRoutes } from './order/routes';
import { paymentRoutes } from './payment/routes';
import { cartPaymentRoutes } from './payment/cart-routes';
import { paymentPublicRoutes } from './payment/public-routes';
import { paymentDevRoutes } from './payment/dev-routes';
import { orderDevRoutes } from './order/dev-routes';
import { catalogDevRoutes } from './catalog/dev-routes';
import { invoicePublicRoutes } from './order/invoice/invoice-routes';
import { sandboxRoutes } from './sandbox/routes';
import { sandboxApiRoutes } from './sandbox/api-routes';
import { connectSandbox } from './sandbox/service';
import { sandboxEnabled } from './payment/providers';
import { PAYMENT_CALLBACK_BODY_LIMIT, PAYMENT_CALLBACK_TYPES } from './payment/constants';
import { refuseBodyOnHeaders } from './http/body-limit';
import { rewardsRoutes } from './rewards/routes';
import { rewardsDevRoutes } from './rewards/dev-routes';
import { themeRoutes } from './theme/routes';
import { devOnly, devRoutes } from './user/dev-routes';
import { DEV_MOUNTS, DEV_PREFIX, type DevMount } from './dev-paths';
import { userRoutes } from './user/routes';
import { onSignIn } from './user';
import { claimGuestOrders, connectOrderEvents, connectRefunds } from './order';
import { connectAddressOwner } from './address';
import { notifyOrderEvent } from './notification';
import { shipmentRefunds } from './payment';
import { mergeCartAtSignIn, shopperOrGuest } from './cart';
import { wishlistRoutes } from './wishlist/routes';

export function createPlatform(database: Database): Hono<PlatformEnv> {
  const app = new Hono<PlatformEnv>({ strict: false });

  app.use('*', async (c, next) => {
    c.set('database', database);
    await next();
  });
  app.use('*', refuseUnreadableInput);

  app.onError((error, c) => {
    if (error instanceof ApiError) {
      const body: ErrorBody = { ...error.extra, success: false, message: error.message };
      if (error.details !== undefined) body.errors = error.details;
      return c.json(body, error.status);
    }
    // Text the database cannot take that slipped past the edge is still the client's fault: a
    // 400, logged as a warning without the SQL.
    if (isBadTextError(error)) {
      console.warn('[platform] unreadable text reached the database:', c.req.method, c.req.path);
      return c.json({ success: false, message: INPUT_MESSAGES.text } satisfies ErrorBody, 400);
    }
    // A 500 is a bug: log it here, tell the client nothing about the internals.
    console.error('[platform]', c.req.method, c.req.path, error);
    return c.json({ success: false, message: 'Something went wrong' } satisfies ErrorBody, 500);
  });

  app.notFound((c) =>
    c.json({ success: false, message: `No route for ${c.req.method} ${c.req.path}` } satisfies ErrorBody, 404),
  );

  // Public, unsigned: images are fetched by browsers directly.
  app.route('/media', mediaRoutes);
  // Shoppers' uploads: the direct PUT to the URL upload/start answered, its token the credential.
  app.route('/media/upload', fileUploadRoutes);
  // The development routes (the outbox of OTPs and links, rewards, payments, orders, catalogue),
  // unsigned; 404 in production unless DEV_OUTBOX=1, and only to this machine.
  const devRouters: Record<DevMount, Hono<PlatformEnv>> = {
    '/dev': devRoutes,
    '/dev/rewards': rewardsDevRoutes,
    '/dev/payments': paymentDevRoutes,
    '/dev/orders': orderDevRoutes,
    '/dev/catalog': catalogDevRoutes,
  };
  app.use(`${DEV_PREFIX}*`, devOnly);
  for (const mount of DEV_MOUNTS) app.route(mount, devRouters[mount]);
  // Invoices' PDFs: the signed link getInvoiceByShipmentId answered is the credential.
  app.route('/invoice', invoicePublicRoutes);

  // Payment providers' webhooks and returns, and the sandbox aggregator's hosted pages: unsigned
  // by the application (each is verified its own way).
  // Anyone may post to these unsigned: a body that is not small and of a known kind is refused on
  // its headers (the payment routes' own checks of aggregator and signature come first there).
  app.use('/sandbox/*', refuseBodyOnHeaders(PAYMENT_CALLBACK_BODY_LIMIT, PAYMENT_CALLBACK_TYPES));
  app.route('/payment', paymentPublicRoutes);
  // Off with PAYMENT_SANDBOX=0: no page of it answers.
  app.use('/sandbox/*', async (c, next) =>
    sandboxEnabled()
      ? next()
      : c.json({ success: false, message: `No route for ${c.req.method} ${c.req.path}` } satisfies ErrorBody, 404),
  );
  app.route('/sandbox/api', sandboxApiRoutes);
  app.route('/sandbox', sandboxRoutes);
  connectSandbox((request) => Promise.resolve(app.fetch(request)));
  // Domains meet here, so neither imports the other: the cart joins the shopper's at sign-in.
  onSignIn(mergeCartAtSignIn);
  // A guest's orders join the account that verified their email or mobile.
  onSignIn((c, userId) =>
    claimGuestOrders(c.get('database'), userId)
      .then(() => undefined)
      .catch((error) => console.error('[order] giving guest orders to the account failed:', error)),
  );
  // A guest's addresses are its anonymous cart's.
  connectAddressOwner(shopperOrGuest);
  // Cancelled and returned shipments' refunds are payment's, asked for by the order.
  connectRefunds(shipmentRefunds);
  // The shopper is told of an order's events by the notification domain, which reads orders.
  connectOrderEvents(notifyOrderEvent);

  app.use('/service/*', requireSignedApplication);
  for (const path of PRIVATE_PATHS) app.use(path, privateAnswers);
  app.route('/service/application/catalog', catalogRoutes);
  app.route('/service/application/catalog', wishlistRoutes);
  app.route('/service/application/cart', cartRoutes);
  app.route('/service/application/cart', addressRoutes);
  app.route('/service/application/cart', checkoutRoutes);
  app.route('/service/application/cart', cartPaymentRoutes);
  app.route('/service/application/payment', paymentRoutes);
  app.route('/service/application/configuration', configurationRoutes);
  app.route('/service/application/logistics', logisticsRoutes);
  app.route('/service/application/theme', themeRoutes);
  app.route('/service/application/content', contentRoutes);
  app.route('/service/application/user', userRoutes);
  app.route('/service/application/rewards', rewardsRoutes);
  app.route('/service/application/order', orderRoutes);
  app.route('/service/application/assets', fileStorageRoutes);
  app.route('/service/common/configuration', commonConfigurationRoutes);

  return app;
}
