import { type ClassValue, clsx } from 'clsx';

/**
 * Joins class names. Deliberately no tailwind-merge (9 KB on every page): components offer
 * variants instead of letting callers override a class they already set.
 */
export function cn(...inputs: ClassValue[]) {
  return clsx(inputs);
}
