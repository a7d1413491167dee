  $a = type(['a'])
  $b = type(['b'])
  $c = type(['a'])
  $s = String
