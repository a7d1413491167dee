$a = $facts['os']['family']
