#!/usr/bin/env bash
# Rebuilds the real-module path of the differential suite (docs/real-modules.md) from repository
# snapshots, and the resource type metadata (`puppet generate types`) overcat reads for the
# modules' Ruby types. Never commit what this writes.
#   scripts/rebuild-modules.sh [MIRROR] [OUT]      (defaults: /work/.mirror /work/modules-real)
# MIRROR holds <owner>+<repo>/repo git copies (what the search tool's fetch writes to /work/.mirror).
# OUT becomes a Puppet environment directory:
#   OUT/modules/<name>      the modules below, each at the version listed
#   OUT/fuel/<name>         fuel-library's own modules (deployment/puppet/*), for the Fuel task cases
#   OUT/fuel-stdlib/stdlib  stdlib 8.6.0, the last with the functions Fuel calls that stdlib 9
#                           removed (dig44, is_*, validate_*...); Fuel's path is fuel:fuel-stdlib:modules
#   OUT/.resource_types/    `puppet generate types` output for every Ruby type of both directories
#   OUT/VERSIONS            what was checked out, one line per module
# Versions: the last releases whose metadata.json still admits Puppet 7, mutually compatible
# host_core and cron_core give back the host and cron types Puppet 7 no longer bundles
# (OpenStack 2025.1 "26.0.0" wants apache <13, concat <10, inifile <7, stdlib <10, mysql <17,
# postgresql <11; postgresql 10.6.1 wants systemd <10; systemd 8.3.1 is its last for Puppet 7).
# cloudkitty tagged no 26.0.0: its stable/2025.1 branch (15.0.0) is taken by commit.
# squid 6.0.0 and openvpn 11.0.0 are their newest, dhcp 6.1.0 its last for Puppet 7 (concat < 10).
# puppetlabs-apt (postgresql's repo classes) and puppet-rabbitmq (openstacklib's rabbitmq
# helpers) are not in the mirror: the cases do not reach them.
set -euo pipefail
MIRROR=${1:-/work/.mirror}
OUT=${2:-/work/modules-real}
case "$OUT" in /*) ;; *) OUT=$PWD/$OUT ;; esac

missing=0
gitdir() {
  local g=$MIRROR/$1/repo
  [ -d "$g/.git" ] && g=$g/.git
  if [ ! -d "$g" ]; then echo "rebuild-modules: $1 is not in $MIRROR (fetch github:${1/+//})" >&2; missing=1; return 1; fi
  printf '%s\n' "$g"
}

# Only what a compile reads (files/ for file()): the snapshots may lack large blobs (test fixtures, binaries).
PARTS='manifests lib templates files types functions facts.d data hiera.yaml metadata.json'
extract() { # gitdir commit prefix dest
  local paths=() p
  for p in $PARTS; do
    git --git-dir="$1" cat-file -e "$2:$3$p" 2>/dev/null && paths+=("$3$p")
  done
  # git reports blobs missing elsewhere in the snapshot (spec fixtures); what it archives is whole.
  [ ${#paths[@]} -eq 0 ] || git --git-dir="$1" archive --format=tar "$2" -- "${paths[@]}" 2>/dev/null | tar -x -C "$4" --strip-components="$(tr -cd / <<< "$3" | wc -c)"
}

rm -rf "$OUT/modules" "$OUT/fuel" "$OUT/fuel-stdlib" "$OUT/.resource_types" "$OUT/VERSIONS"
mkdir -p "$OUT/modules" "$OUT/fuel" "$OUT/fuel-stdlib"
while read -r dir name repo ref; do
  g=$(gitdir "$repo") || continue
  commit=$(git --git-dir="$g" rev-parse --verify -q "$ref^{commit}") || { echo "rebuild-modules: $repo has no $ref" >&2; missing=1; continue; }
  mkdir -p "$OUT/$dir/$name"
  extract "$g" "$commit" "" "$OUT/$dir/$name"
  printf '%s/%s %s %s %s\n' "$dir" "$name" "$repo" "$ref" "$commit" >> "$OUT/VERSIONS"
done <<'LIST'
modules stdlib puppetlabs+puppetlabs-stdlib v9.7.0
modules concat puppetlabs+puppetlabs-concat v9.1.0
modules inifile puppetlabs+puppetlabs-inifile v6.2.0
modules mysql puppetlabs+puppetlabs-mysql v16.3.0
modules apache puppetlabs+puppetlabs-apache v12.3.1
modules postgresql puppetlabs+puppetlabs-postgresql v10.6.1
modules systemd voxpupuli+puppet-systemd v8.3.1
modules openstacklib openstack+puppet-openstacklib 26.0.0
modules oslo openstack+puppet-oslo 26.0.0
modules keystone openstack+puppet-keystone 26.0.0
modules nova openstack+puppet-nova 26.0.0
modules host_core puppetlabs+puppetlabs-host_core v2.0.0
modules cron_core puppetlabs+puppetlabs-cron_core v2.0.1
modules glance openstack+puppet-glance 26.0.0
modules neutron openstack+puppet-neutron 26.0.0
modules cinder openstack+puppet-cinder 26.0.0
modules horizon openstack+puppet-horizon 26.0.0
modules placement openstack+puppet-placement 13.0.0
modules vswitch openstack+puppet-vswitch 22.0.0
modules apt puppetlabs+puppetlabs-apt v10.0.1
modules ntp puppetlabs+puppetlabs-ntp v11.0.0
modules firewall puppetlabs+puppetlabs-firewall v6.0.0
modules haproxy puppetlabs+puppetlabs-haproxy v8.2.0
modules docker puppetlabs+puppetlabs-docker v10.3.0
modules nginx voxpupuli+puppet-nginx v6.0.1
modules archive voxpupuli+puppet-archive v7.1.0
modules logrotate voxpupuli+puppet-logrotate v8.0.0
modules rabbitmq voxpupuli+puppet-rabbitmq v14.4.1
modules memcached saz+puppet-memcached v10.0.1
modules heat openstack+puppet-heat 26.0.0
modules swift openstack+puppet-swift 26.0.0
modules octavia openstack+puppet-octavia 26.0.0
modules ironic openstack+puppet-ironic 26.0.0
modules manila openstack+puppet-manila 26.0.0
modules barbican openstack+puppet-barbican 26.0.0
modules designate openstack+puppet-designate 26.0.0
modules aodh openstack+puppet-aodh 26.0.0
modules gnocchi openstack+puppet-gnocchi 26.0.0
modules ceilometer openstack+puppet-ceilometer 26.0.0
modules ovn openstack+puppet-ovn 26.0.0
modules accounts puppetlabs+puppetlabs-accounts v8.3.1
modules sshkeys_core puppetlabs+puppetlabs-sshkeys_core v2.5.1
modules ssh saz+puppet-ssh v13.1.0
modules sudo saz+puppet-sudo v9.0.2
modules redis voxpupuli+puppet-redis v11.1.0
modules selinux voxpupuli+puppet-selinux v5.0.0
modules prometheus voxpupuli+puppet-prometheus v16.5.0
modules selinux_core puppetlabs+puppetlabs-selinux_core v2.0.0
modules motd puppetlabs+puppetlabs-motd v7.3.0
modules kmod voxpupuli+puppet-kmod v4.1.0
modules keepalived voxpupuli+puppet-keepalived v5.2.1
modules java puppetlabs+puppetlabs-java v11.2.0
modules php voxpupuli+puppet-php v11.0.0
modules collectd voxpupuli+puppet-collectd v15.0.0
modules augeas_core puppetlabs+puppetlabs-augeas_core v2.0.0
modules chrony voxpupuli+puppet-chrony v4.0.0
modules nftables voxpupuli+puppet-nftables v4.0.0
modules rsyslog voxpupuli+puppet-rsyslog v7.3.0
modules snmp voxpupuli+puppet-snmp v7.3.0
modules tomcat puppetlabs+puppetlabs-tomcat v7.4.0
modules mongodb voxpupuli+puppet-mongodb v7.0.0
modules yumrepo_core puppetlabs+puppetlabs-yumrepo_core v3.0.0
modules trove openstack+puppet-trove 26.0.0
modules zaqar openstack+puppet-zaqar 26.0.0
modules mistral openstack+puppet-mistral 26.0.0
modules magnum openstack+puppet-magnum 26.0.0
modules watcher openstack+puppet-watcher 26.0.0
modules cloudkitty openstack+puppet-cloudkitty fee28a62994c3fb953b21bb66193cd65298b660d
modules epel voxpupuli+puppet-epel v5.0.0
modules openssl voxpupuli+puppet-openssl v4.2.0
modules unattended_upgrades voxpupuli+puppet-unattended_upgrades v8.2.0
modules letsencrypt voxpupuli+puppet-letsencrypt v12.0.0
modules grafana voxpupuli+puppet-grafana v14.2.0
modules vcsrepo puppetlabs+puppetlabs-vcsrepo v7.0.0
modules lvm puppetlabs+puppetlabs-lvm v3.0.1
modules mount_core puppetlabs+puppetlabs-mount_core v2.0.0
modules elasticsearch voxpupuli+puppet-elasticsearch v10.0.0
modules elastic_stack voxpupuli+puppet-elastic_stack v10.0.0
modules java_ks puppetlabs+puppetlabs-java_ks v5.1.1
modules yum voxpupuli+puppet-yum v7.3.0
modules openstack_extras openstack+puppet-openstack_extras 26.0.0
modules tempest openstack+puppet-tempest 26.0.0
modules squid voxpupuli+puppet-squid v6.0.0
modules openvpn voxpupuli+puppet-openvpn v11.0.0
modules dhcp voxpupuli+puppet-dhcp v6.1.0
fuel-stdlib stdlib puppetlabs+puppetlabs-stdlib v8.6.0
LIST

# fuel-library's last commit with code (the next one retires the repository).
fuel=0b79ab00f711771f8f95fdc1f2480f344161f25c
if g=$(gitdir openstack+fuel-library); then
  for m in $(git --git-dir="$g" ls-tree --name-only "$fuel" deployment/puppet/); do
    mkdir -p "$OUT/fuel/${m##*/}"
    extract "$g" "$fuel" "$m/" "$OUT/fuel/${m##*/}"
  done
  printf 'fuel/* openstack+fuel-library %s %s\n' "$fuel" "$fuel" >> "$OUT/VERSIONS"
fi

# `puppet generate types` writes <environment>/.resource_types; a sandbox environment named
# production that links to OUT makes that OUT/.resource_types. A type whose Ruby cannot be
# loaded is reported by Puppet and left out (overcat then warns that no metadata describes it).
T=$(mktemp -d)
trap 'rm -rf "$T"' EXIT
mkdir -p "$T/envs" "$T/conf"
ln -s "$OUT" "$T/envs/production"
printf 'modulepath = %s:%s\n' "$OUT/modules" "$OUT/fuel" > "$OUT/environment.conf"
puppet generate types --environment production --environmentpath "$T/envs" --confdir "$T/conf" \
  --vardir "$T/var" --codedir "$T/code" --logdir "$T/log" --rundir "$T/run" --ssldir "$T/ssl" \
  --publicdir "$T/public" --vendormoduledir "$T/vendor" --basemodulepath "$T/basemods" \
  --color false > "$OUT/generate-types.log" 2>&1 || true
rm -f "$OUT/environment.conf"
echo "modules: $(ls "$OUT/modules" | wc -l) + fuel $(ls "$OUT/fuel" | wc -l); type metadata: $(ls "$OUT/.resource_types" 2>/dev/null | wc -l) files"
if grep -q '^Error' "$OUT/generate-types.log"; then
  echo "types Puppet could not describe (see $OUT/generate-types.log):"
  grep '^Error' "$OUT/generate-types.log" | sed 's/^/  /' | head -40
fi
exit $missing
