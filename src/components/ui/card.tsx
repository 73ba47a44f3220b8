import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';

/** Card, CardHeader, CardTitle, CardContent and CardFooter (ui/card.tsx). */
const cardLook = {
  card: 'min-w-0 rounded-lg border border-border bg-card text-card-foreground shadow-sm',
  header: 'flex flex-col gap-1.5 p-4 sm:p-6',
  title: 'text-lg font-semibold leading-tight tracking-tight',
  content: 'p-4 pt-0 sm:p-6 sm:pt-0',
  footer: 'flex flex-wrap items-center gap-2 p-4 pt-0 sm:p-6 sm:pt-0',
};

export function Card({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn(cardLook.card, className)} {...props} />;
}

export function CardHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn(cardLook.header, className)} {...props} />;
}

type HeadingTag = 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6';

export type CardTitleProps = ComponentProps<'h2'> & {
  /** Heading level; keep the page outline in order (default h2). */
  as?: HeadingTag;
};

export function CardTitle({ className, as: Tag = 'h2', ...props }: CardTitleProps) {
  return <Tag className={cn(cardLook.title, className)} {...props} />;
}

export function CardDescription({ className, ...props }: ComponentProps<'p'>) {
  return <p className={cn('text-sm text-muted-foreground', className)} {...props} />;
}

export function CardContent({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn(cardLook.content, className)} {...props} />;
}

export function CardFooter({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn(cardLook.footer, className)} {...props} />;
}
