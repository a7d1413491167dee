  $one = 'public'
  $many = ['a', 'b', undef]
  $none = undef
  $map = { 'k' => 'v', 'n' => 1 }
