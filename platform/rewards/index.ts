// The rewards domain as other platform domains (the cart) use it.
export {
  pointsBalance,
  pointsBalanceIn,
  pointsSpentSince,
  recordPointsDebit,
  recordPointsCredit,
  recordPointsCreditIn,
  type LedgerEntry,
  type RecordedEntry,
  type Tx,
} from './service';
export { POINT_VALUE_PAISE } from './constants';
