// The cancel or return form: which items and how many pieces, one reason for all
// or one per item, words for 'Other', and photos when a reason needs them (pre_qc). A plain
// multipart form posting to a server action, so it works without JavaScript.
import type { OrderShipment, ShipmentReasons } from '@/contract/types/order';
import { updateShipment } from '@/lib/order/actions';
import { ORDER_WORDS } from '@/lib/order/constants';
import { UPLOAD_CONTENT_TYPES } from '@/contract/types/file-storage';
import { QC_PHOTOS_MAX } from '@/contract/order';
import styles from './orders.module.css';
import { LineThumb } from '@/components/ui/line-thumb';

type Reason = ShipmentReasons['reasons'][number];

function ReasonSelect({ name, reasons, label }: { name: string; reasons: Reason[]; label: string }) {
  return (
    <div className={styles.label}>
      <label htmlFor={`reason-${name}`}>{label}</label>
      <select name={name} id={`reason-${name}`} className={styles.select} defaultValue="">
        <option value="" disabled>
          Choose a reason
        </option>
        {reasons.map((r) => (
          <option key={r.reason_id} value={r.reason_id}>
            {r.reason_text}
            {r.qc_type.includes('pre_qc') ? ` (${ORDER_WORDS.photosNeeded})` : ''}
          </option>
        ))}
      </select>
    </div>
  );
}

export function ShipmentUpdateForm({
  shipment,
  reasons,
  type,
}: {
  shipment: OrderShipment;
  reasons: Reason[];
  type: 'cancel' | 'return';
}) {
  const needsPhotos = reasons.some((r) => r.qc_type.includes('pre_qc'));
  return (
    <form action={updateShipment} className={styles.form} data-testid="shipment-update-form">
      <input type="hidden" name="shipment_id" value={shipment.shipment_id} />
      <input type="hidden" name="type" value={type} />
      <fieldset className={styles.fieldset}>
        <legend>{type === 'cancel' ? 'Items to cancel' : 'Items to return'}</legend>
        {shipment.bags.map((b) => (
          <div key={b.id} className={styles.pick}>
            <input
              type="checkbox"
              name="bag"
              value={b.id}
              id={`bag-${b.id}`}
              defaultChecked
              aria-label={`${b.item.name}, size ${b.item.size}`}
            />
            <LineThumb src={b.item.image[0]} size="small" />
            <label htmlFor={`bag-${b.id}`}>
              <span className={styles.name}>{b.item.name}</span>
              <span className={styles.hint}> · Size {b.item.size}</span>
            </label>
            <div className={styles.pickExtra}>
              {b.quantity > 1 ? (
                <label className={styles.label}>
                  Pieces
                  <select name={`qty_${b.id}`} defaultValue={String(b.quantity)} className={styles.select}>
                    {Array.from({ length: b.quantity }, (_, i) => i + 1).map((n) => (
                      <option key={n} value={n}>
                        {n}
                      </option>
                    ))}
                  </select>
                </label>
              ) : null}
              <div className={styles.reasonEach}>
                <ReasonSelect name={`reason_${b.id}`} reasons={reasons} label="Reason for this item" />
              </div>
            </div>
          </div>
        ))}
      </fieldset>
      <fieldset className={styles.fieldset}>
        <legend>Reason</legend>
        {shipment.bags.length > 1 ? (
          <>
            <label className={styles.radio}>
              <input type="radio" name="reason_mode" value="all" defaultChecked /> One reason for all items
            </label>
            <label className={styles.radio}>
              <input type="radio" name="reason_mode" value="each" /> A reason for each item
            </label>
          </>
        ) : (
          <input type="hidden" name="reason_mode" value="all" />
        )}
        <div className={styles.reasonAll}>
          <ReasonSelect name="reason_all" reasons={reasons} label="Reason" />
        </div>
        <label className={styles.label}>
          Tell us more <span className={styles.hint}>(needed for ‘Other’)</span>
          <textarea name="reason_text" maxLength={500} className={styles.textarea} />
        </label>
      </fieldset>
      {type === 'return' && needsPhotos ? (
        <fieldset className={styles.fieldset}>
          <legend>Photos</legend>
          <p className={styles.hint}>
            Reasons marked ‘{ORDER_WORDS.photosNeeded}’ need up to {QC_PHOTOS_MAX} photos of the product (JPEG, PNG or
            WebP, 5 MB each).
          </p>
          <input
            type="file"
            name="photos"
            multiple
            accept={Object.keys(UPLOAD_CONTENT_TYPES).join(',')}
            aria-label="Photos of the product"
            data-testid="photos"
          />
        </fieldset>
      ) : null}
      <button type="submit" className={styles.button} data-testid="update-submit">
        {type === 'cancel'
          ? shipment.allowed_statuses.includes('cancelled_customer')
            ? 'Cancel items'
            : 'Ask to cancel'
          : 'Request return'}
      </button>
    </form>
  );
}
