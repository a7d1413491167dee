node default {
  include ntp
  include squid

  lookup('site::squid_rules', Array[Hash], 'unique', []).each |$i, $rule| {
    squid::acl { $rule['name']:
      type    => $rule['type'],
      entries => $rule['entries'],
      order   => sprintf('%02d', 10 + $i),
      *       => $rule['comment'] ? { undef => {}, default => { 'comment' => $rule['comment'] } },
    }
    squid::http_access { $rule['name']:
      action => $rule['access'],
      order  => sprintf('%02d', 10 + $i),
    }
  }
  squid::http_access { 'all': action => 'deny', order => '99' }
  squid::refresh_pattern { '\.(deb|udeb)$':
    min            => 129600,
    max            => 129600,
    percent        => 100,
    case_sensitive => false,
    options        => 'refresh-ims',
  }
  squid::cache_dir { '/var/spool/squid':
    type    => 'ufs',
    options => '10000 16 256',
  }
  squid::snmp_port { '3401':
    options => 'udp',
  }
  squid::snmp_access { 'office': action => 'allow' } 
  squid::icp_access { 'office': action => 'allow' }
  squid::send_hit { 'office': action => 'allow' }
  squid::extra_config_section { 'mail settings':
    order          => '60',
    config_entries => {
      'mail_from'    => 'squid@example.com',
      'mail_program' => 'mail',
    },
  }
  squid::extra_config_section { 'dns':
    config_entries => {
      'dns_nameservers' => ['10.20.0.2', '10.20.0.3'],
      'positive_dns_ttl' => '6 hours',
    },
  }
}
