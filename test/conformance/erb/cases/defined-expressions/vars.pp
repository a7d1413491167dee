  $list = ['b', 'a']
  $u = undef
