# Writes test/conformance/functions/ipaddr-expected.json: what Ruby's IPAddr.new makes of address
# texts (family and value with the mask applied, or that it raises), behind stdlib's
# is_ip_address, openstacklib's normalize_ip_for_uri / inet6_prefix and Fuel's sorted_hosts.
#   ruby scripts/gen-ruby-ipaddr-cases.rb
require 'ipaddr'
require 'json'
out = File.expand_path('../test/conformance/functions/ipaddr-expected.json', __dir__)
texts = [
  '10.0.0.1', '0.0.0.0', '255.255.255.255', '10.0.0.256', '010.0.0.1', '1.2.3', '1.2.3.4.5', ' 10.0.0.1', '10.0.0.1 ',
  '10.0.0.0/8', '10.1.2.3/8', '10.0.0.0/32', '10.0.0.0/33', '10.0.0.0/255.0.0.0', '10.1.2.3/255.255.0.0', '10.0.0.0/255.0.255.0',
  '10.0.0.0/', '10.0.0.0/x', '::', '::1', '1::', '1:2:3:4:5:6:7:8', '1:2:3:4:5:6:7:8:9', '1:2:3:4:5:6:7::', '::2:3:4:5:6:7:8',
  '1::2::3', '1:::2', 'fe80::1%eth0', 'fe80::1%', '10.0.0.1%eth0', '[::1]', '[10.0.0.1]', '[::1', '::ffff:10.0.0.1',
  '1:2:3:4:5:6:10.0.0.1', '1:2:3:4:5:6:7:10.0.0.1', '::10.0.0.256', 'ABCD::ef', 'g::1', '12345::1', '2001:db8::/32',
  '2001:db8::1/64', '2001:db8::1/129', '::1/ffff:ffff::', 'host.example.com', '', '1', "10.0.0.1\n"
]
cases = texts.map do |t|
  a = IPAddr.new(t)
  { 'text' => t, 'family' => a.ipv4? ? 'v4' : 'v6', 'value' => a.to_i.to_s }
rescue ArgumentError
  { 'text' => t }
end
File.write(out, "[\n" + cases.map { |c| JSON.generate(c) }.join(",\n") + "\n]\n")
puts "ipaddr: #{cases.size} cases (ruby #{RUBY_VERSION})"
