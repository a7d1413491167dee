  $osfamily = 'Debian'
