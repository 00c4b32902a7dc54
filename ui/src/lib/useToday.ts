/**
 * Today as the viewer's calendar day. The server render has no viewer clock that matches the
 * browser's, so the first render uses the server's idea and the effect corrects it after mount;
 * analytics are only fetched after mount, with the corrected day.
 */
import { useEffect, useState } from 'react';
import { localDay, type Day } from './links/days';

export function useToday(): Day {
  const [today, setToday] = useState<Day>(() => localDay(new Date()));
  useEffect(() => setToday(localDay(new Date())), []);
  return today;
}
