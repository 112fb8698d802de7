import { Link, NavLink, type LinkProps, type NavLinkProps } from 'react-router';
import { prefetchRoute } from '@client/lib/prefetch';

const target = (to: LinkProps['to']): string =>
  typeof to === 'string' ? to : `${to.pathname ?? ''}${to.search ?? ''}`;

/** Handlers that load the linked route's code on intent: hover, keyboard focus or a touch. */
function intentHandlers(
  to: LinkProps['to'],
  props: Pick<LinkProps, 'onMouseEnter' | 'onFocus' | 'onTouchStart'>,
) {
  const prefetch = () => prefetchRoute(target(to));
  return {
    onMouseEnter: (event: React.MouseEvent<HTMLAnchorElement>) => {
      prefetch();
      props.onMouseEnter?.(event);
    },
    onFocus: (event: React.FocusEvent<HTMLAnchorElement>) => {
      prefetch();
      props.onFocus?.(event);
    },
    onTouchStart: (event: React.TouchEvent<HTMLAnchorElement>) => {
      prefetch();
      props.onTouchStart?.(event);
    },
  };
}

/** A router link that preloads its route on intent. */
export function IntentLink(props: LinkProps) {
  return <Link {...props} {...intentHandlers(props.to, props)} />;
}

/** A navigation link (with an active state) that preloads its route on intent. */
export function IntentNavLink(props: NavLinkProps) {
  return <NavLink {...props} {...intentHandlers(props.to, props)} />;
}
