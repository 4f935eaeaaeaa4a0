#!/usr/bin/env bash
# A one-node Slurm cluster on localhost, for the tests of scripts/reproduce.sh --engine slurm:
# munged, slurmctld and slurmd of Debian's slurm-wlm and munge, every file (key, sockets,
# configuration, state, logs) in DIR, on two free ports.  Needs root (slurmd runs the jobs).
#   slurm_cluster.sh start DIR   # prints the SLURM_CONF to export, once the node is idle
#   slurm_cluster.sh stop DIR    # stops the three daemons started in DIR
set -euo pipefail
action=$1 dir=$2

stop() {
    for daemon in slurmd slurmctld munged; do
        if [ -s "$dir/$daemon.pid" ]; then
            kill "$(cat "$dir/$daemon.pid")" 2>/dev/null || true
        fi
    done
}

free_port() {
    python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])'
}

if [ "$action" = stop ]; then
    stop
    exit 0
fi
[ "$action" = start ] || { echo "usage: $0 start|stop DIR" >&2; exit 2; }
mkdir -p "$dir/state" "$dir/spool"
dd if=/dev/urandom of="$dir/munge.key" bs=1024 count=1 status=none
chmod 400 "$dir/munge.key"
# munged refuses to run as root without --force; its key and socket are private to DIR.
/usr/sbin/munged --force --key-file="$dir/munge.key" --socket="$dir/munge.sock" \
    --pid-file="$dir/munged.pid" --log-file="$dir/munged.log" --seed-file="$dir/munged.seed"
host=$(hostname -s)
cat >"$dir/slurm.conf" <<CONF
ClusterName=rbgtest
SlurmctldHost=$host(127.0.0.1)
SlurmctldPort=$(free_port)
SlurmdPort=$(free_port)
AuthType=auth/munge
AuthInfo=socket=$dir/munge.sock
CredType=cred/munge
SlurmUser=root
SlurmdUser=root
StateSaveLocation=$dir/state
SlurmdSpoolDir=$dir/spool
SlurmctldPidFile=$dir/slurmctld.pid
SlurmdPidFile=$dir/slurmd.pid
SlurmctldLogFile=$dir/slurmctld.log
SlurmdLogFile=$dir/slurmd.log
# No cgroups: a container may not delegate them; process groups track the jobs.
ProctrackType=proctrack/pgid
TaskPlugin=task/none
JobAcctGatherType=jobacct_gather/none
SelectType=select/cons_tres
SelectTypeParameters=CR_Core
ReturnToService=2
MpiDefault=none
NodeName=$host NodeAddr=127.0.0.1 CPUs=$(nproc) State=UNKNOWN
PartitionName=test Nodes=$host Default=YES MaxTime=INFINITE State=UP
CONF
export SLURM_CONF=$dir/slurm.conf
/usr/sbin/slurmctld -f "$SLURM_CONF"
/usr/sbin/slurmd -f "$SLURM_CONF"
for _ in $(seq 1 60); do
    if [ "$(sinfo -h -o %t 2>/dev/null)" = idle ]; then
        echo "$SLURM_CONF"
        exit 0
    fi
    sleep 0.5
done
echo "the Slurm node did not become idle in 30 s; logs in $dir" >&2
stop
exit 1
