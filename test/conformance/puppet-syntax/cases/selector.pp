$a = $facts['os'] ? { 'Debian' => 'apt', default => 'yum' }
