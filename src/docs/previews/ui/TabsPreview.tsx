import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs.tsx';

/** Three tabs, one disabled; arrow keys move between them. */
export function TabsPreview() {
  return (
    <Tabs defaultValue="left">
      <TabsList aria-label="Team legs">
        <TabsTrigger value="left">Left leg</TabsTrigger>
        <TabsTrigger value="right">Right leg</TabsTrigger>
        <TabsTrigger value="single" disabled>
          Single leg
        </TabsTrigger>
      </TabsList>
      <TabsContent value="left" className="text-sm">
        42 members on the left.
      </TabsContent>
      <TabsContent value="right" className="text-sm">
        37 members on the right.
      </TabsContent>
      <TabsContent value="single" className="text-sm">
        Not part of this plan.
      </TabsContent>
    </Tabs>
  );
}
