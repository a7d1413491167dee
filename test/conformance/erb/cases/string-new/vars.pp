  $s = 'xy'
