  $nodes = [{ 'name' => 'n1', 'zone' => 'a' }, { 'name' => 'n2', 'zone' => 'b' }, { 'name' => 'n3', 'zone' => 'a' }]
  $zones = { 'a' => 2, 'b' => 1, 'c' => 5 }
