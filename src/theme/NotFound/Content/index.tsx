import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Content from '@theme-original/NotFound/Content';
import type ContentType from '@theme/NotFound/Content';
import type {WrapperProps} from '@docusaurus/types';
import {translate} from '@docusaurus/Translate';
import {PageMetadata} from '@docusaurus/theme-common';
import NotFoundHelp, {apologyClassName} from '@site/src/components/NotFoundHelp';

type Props = WrapperProps<typeof ContentType>;

// Adds the entry points and the pages like the missing address after the stock apology, kept upstream's (a wrap, not an eject); this component, not NotFound, as DocRoot draws it for every unknown docs address.
export default function ContentWrapper(props: Props): ReactNode {
  return (
    <>
      {/* The stock page has a title only; a link to a missing page still gets a preview text. */}
      <PageMetadata
        description={translate({
          id: 'notFound.description',
          message:
            'This page of the Bramble developer documentation does not exist. Find the page you were looking for, or start from the quick start, the verification API or the FAQ.',
          description: 'The meta description of the 404 page',
        })}
      />
      <Content {...props} className={clsx(props.className, apologyClassName)} />
      <NotFoundHelp />
    </>
  );
}
