  $auth_basic = 'Restricted'
  $client_max_body_size = undef
  $ssl_cert = '/etc/ssl/x.pem'
  if true { $in_if = 1 }
