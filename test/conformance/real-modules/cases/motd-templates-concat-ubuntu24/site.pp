node default {
  include motd
  $contacts = lookup('site::contacts', Array[Hash], 'unique', [])
  $services = lookup('site::services', Hash, 'hash', {})

  concat { '/etc/site/contacts.txt': ensure_newline => true }
  file { '/etc/site': ensure => directory }
  concat::fragment { 'contacts table':
    target  => '/etc/site/contacts.txt',
    order   => '10',
    content => inline_template(@(ERB)),
      <%- width = @contacts.map { |c| c['name'].length }.max -%>
      <%= 'Name'.ljust(width) %> | Role     | Phone
      <%= '-' * width %>-+----------+------------
      <%- @contacts.sort_by { |c| [c['team'], c['name']] }.each_with_index do |c, i| -%>
      <%= c['name'].ljust(width) %> | <%= format('%-8s', c['role']) %> | <%= c['phone'] %><%= i.zero? ? ' (first)' : '' %>
      <%- end -%>
      | ERB
  }
  concat::fragment { 'contacts by team':
    target  => '/etc/site/contacts.txt',
    order   => '20',
    content => inline_template(@(ERB)),
      <%- @contacts.group_by { |c| c['team'] }.sort.each do |team, people| -%>
      [<%= team.upcase %>] <%= people.map { |p| p['name'] }.join(', ') %> (oncall: <%= people.select { |p| p['role'] == 'oncall' }.map { |p| p['name'] }.first || 'none' %>)
      <%- end -%>
      <%- %w[oncall backup].each do |r| -%>
      <%= r %>=<%= @contacts.count { |c| c['role'] == r } %>
      <%- end -%>
      | ERB
  }
  concat::fragment { 'services':
    target  => '/etc/site/contacts.txt',
    order   => '30',
    content => inline_epp(@(EPP), { 'services' => $services }),
      <%- | Hash $services, String $heading = 'Services' | -%>
      <%= $heading %>:
      <%- $services.each |$name, $svc| { -%>
      <%- unless $svc['public'] { -%>
        <%= $name %> on <%= $svc['port'] %> (internal)
      <%- } else { -%>
        <%= $name %> on <%= $svc['port'] %>
      <%- } -%>
      <%- } -%>
      | EPP
  }
  concat { '/etc/site/ports.json': format => 'json-array' }
  $services.each |$name, $svc| {
    concat::fragment { "port ${name}":
      target  => '/etc/site/ports.json',
      content => to_json([$svc['port']]),
      order   => sprintf('%05d', $svc['port']),
    }
  }
  $public = $services.filter |$n, $s| { $s['public'] }.keys.sort
  file { '/etc/site/public-services':
    content => inline_template("<%= @public.join(\"\\n\") %>\n<% if @public.include?('ssh') %># ssh is public\n<% end %>"),
  }

  lookup('site::kmod_options', Hash, 'hash', {}).each |$mod, $opts| {
    if $opts.empty {
      kmod::load { $mod: }
    } else {
      $opts.each |$opt, $value| {
        kmod::option { "${mod} ${opt}": module => $mod, option => $opt, value => $value }
      }
    }
  }
}
