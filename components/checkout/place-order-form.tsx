'use client';
// The form that places an order. Without JavaScript it posts the placeOrder action as a plain
// form. With it, a submit calls the action here, and when the answer is lost on the way back (the
// request failed after the shop may have placed the order) it sends the same form again, with the
// same attempt key: the platform answers the order the first try placed, and the shopper lands on
// its confirmation instead of an error.
import { startTransition, type ComponentProps, type FormEvent } from 'react';
import { placeOrder } from '@/lib/checkout/actions';
import { CHECKOUT_RETRY } from '@/lib/checkout/constants';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A request that never got an answer (fetch rejects with a TypeError); anything else is not retried. */
const lostAnswer = (error: unknown) => error instanceof TypeError;

async function placeWithRetry(form: FormData): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await placeOrder(form);
    } catch (error) {
      if (attempt >= CHECKOUT_RETRY.attempts || !lostAnswer(error)) throw error;
      await wait(CHECKOUT_RETRY.delayMs * attempt);
    }
  }
}

export function PlaceOrderForm({ children, ...props }: Omit<ComponentProps<'form'>, 'action' | 'onSubmit'>) {
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    const form = new FormData(event.currentTarget, submitter);
    // A transition: the button's useFormStatus shows the order being placed until the page moves on.
    startTransition(() => placeWithRetry(form));
  }
  return (
    <form {...props} action={placeOrder} onSubmit={onSubmit}>
      {children}
    </form>
  );
}
