// /sections without a group names no page: go home.
import { redirect } from 'next/navigation';

export default function SectionsIndex(): never {
  redirect('/');
}
