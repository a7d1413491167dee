  $text = 'aaa   bbb,,,  ccc!!  11'
  $csv = '80,443, 8443 ,,9000'
