  $already = 1
