  $sep = ' '
  $port = 22
  $options = { 'PermitRootLogin' => false, 'UsePAM' => true, 'Banner' => '/etc/issue', 'MaxAuthTries' => 3 }
