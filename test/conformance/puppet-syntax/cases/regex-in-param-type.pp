class x (
  Variant[Enum['a'], Pattern[/(\d+)[\.]\d+)/]] $v = 'a',
) {}
