import React from 'react';
import {renderToString} from 'react-dom/server';
import {act, render, screen} from '@testing-library/react';
import {describe, expect, it} from 'vitest';
import {useShownAfterHydration} from './useShownAfterHydration';

function Gate() {
  return <p>{useShownAfterHydration() ? 'shown' : 'waiting'}</p>;
}

describe('useShownAfterHydration', () => {
  it('is false on the server', () => {
    expect(renderToString(<Gate />)).toContain('waiting');
  });

  it('turns true once mounted', async () => {
    await act(async () => {
      render(<Gate />);
    });
    expect(screen.getByText('shown')).toBeTruthy();
  });
});
