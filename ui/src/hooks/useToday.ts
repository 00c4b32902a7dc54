/**
 * Today as the analytics API counts it (the UTC day). Read again after mount so a page
 * rendered on the server just before midnight does not keep yesterday.
 */
import { useEffect, useState } from 'react';
import { utcDay, type Day } from '../lib/links/days';

export function useToday(): Day {
  const [today, setToday] = useState<Day>(() => utcDay(new Date()));
  useEffect(() => setToday(utcDay(new Date())), []);
  return today;
}
