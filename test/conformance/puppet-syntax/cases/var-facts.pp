$a = $facts['networking']['ip']
