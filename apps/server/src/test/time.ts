/** A moment of a Korean calendar day: kst('2025-03-10', '23:59:59.999'). */
export const kst = (day: string, time = '12:00:00') => new Date(`${day}T${time}+09:00`);
