import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Content from '@theme-original/NotFound/Content';
import type ContentType from '@theme/NotFound/Content';
import type {WrapperProps} from '@docusaurus/types';
import NotFoundHelp, {apologyClassName} from '@site/src/components/NotFoundHelp';

type Props = WrapperProps<typeof ContentType>;

// Adds the entry points and the pages like the missing address after the stock apology, kept upstream's (a wrap, not an eject); this component, not NotFound, as DocRoot draws it for every unknown docs address.
export default function ContentWrapper(props: Props): ReactNode {
  return (
    <>
      <Content {...props} className={clsx(props.className, apologyClassName)} />
      <NotFoundHelp />
    </>
  );
}
