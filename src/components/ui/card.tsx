import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';
import { cardLook } from './card-look.ts';

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
