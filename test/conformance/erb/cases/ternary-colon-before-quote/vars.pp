  $flag = true
