  $s = 'str'
