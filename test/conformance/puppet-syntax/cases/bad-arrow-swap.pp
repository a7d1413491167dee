package { 'mc': ensure -> absent }
