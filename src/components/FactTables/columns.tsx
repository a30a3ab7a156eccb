import React, {type ReactNode} from 'react';
import Translate from '@docusaurus/Translate';

// Column headings shared by several tables: one translation each.

export function CodeHeader(): ReactNode {
  return <Translate id="factTable.column.code">Code</Translate>;
}

export function DescriptionHeader(): ReactNode {
  return <Translate id="factTable.column.description">Description</Translate>;
}

export function CauseHeader(): ReactNode {
  return <Translate id="factTable.column.cause">Cause</Translate>;
}

export function FixHeader(): ReactNode {
  return <Translate id="factTable.column.fix">What to do</Translate>;
}

export function FieldHeader(): ReactNode {
  return <Translate id="factTable.column.field">Field</Translate>;
}

export function PlanHeader(): ReactNode {
  return <Translate id="factTable.column.plan">Plan</Translate>;
}

export function FeatureHeader(): ReactNode {
  return <Translate id="factTable.column.feature">Feature</Translate>;
}

/** Marks a field or method that only Enterprise accounts have. */
export function EnterpriseOnly(): ReactNode {
  return (
    <Translate
      id="factTable.enterpriseOnly"
      description="Marks an API field or method available only on the Enterprise plan">
      Enterprise only.
    </Translate>
  );
}
