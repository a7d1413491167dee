apache::vhost { 'x': port => 80 }
