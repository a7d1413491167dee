  $list = ['b', 'a']
