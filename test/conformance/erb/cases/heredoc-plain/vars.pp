  $nm = 'web'
