  $h = {'a' => 1, 'b' => 2}
  $keys = ['a', 'z']
  $list = ['x', 'y']
  $rows = [{'caller' => 'cert=x', 'action' => 'allow', 'other' => 1}, {'action' => 'deny'}]
