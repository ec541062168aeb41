'use client';

import { useState } from 'react';
import { Card, CardHeader, CardTitle } from '@/components/ui/card';
import { Tabs, type TabItem } from '@/components/ui/tabs';

/** An overview panel that shows one of a few views of the same figures, the first one to begin with. */
export function TabbedPanel({ id, title, items }: { id: string; title: string; items: TabItem[] }) {
  const [value, setValue] = useState(items[0]?.id ?? '');
  return (
    <Card data-testid={`panel-${id}`}>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
      </CardHeader>
      <div className="p-5 pt-3">
        <Tabs label={title} value={value} onValueChange={setValue} items={items} />
      </div>
    </Card>
  );
}
